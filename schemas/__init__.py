"""marshmallow schemas: the shape of API bodies and of every event type's data (no rules)."""
