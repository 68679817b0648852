"""Clients: they choose which queries to ask (integration testing, call-site resolution)."""
