"""Page readers: the Anthropic vision reader and the embedded offline reader."""
