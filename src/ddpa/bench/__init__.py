"""Benchmark support: synthetic program generation and measurement helpers."""
