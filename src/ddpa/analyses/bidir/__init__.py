"""Bidirectional flow-sensitive demand-driven alias analysis (Jaiswal, Khedker, Chakraborty)."""
