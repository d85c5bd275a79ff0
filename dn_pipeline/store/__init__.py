"""PocketBase: the client (the only HTTP speaker), fitted batch writes, the schema, the review
guard hooks, a local server.
"""
