"""Demand-driven and exhaustive interprocedural reaching definitions and def-use pairs (000)."""
