"""ddpa: demand-driven program analysis for C and C++."""
