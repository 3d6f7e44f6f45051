"""`make bench`: the service measured beside a bare endpoint (kept out of `make test`)."""
