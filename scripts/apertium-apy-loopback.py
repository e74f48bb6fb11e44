#!/usr/bin/python3
"""Runs Debian's apertium-apy bound to 127.0.0.1 only.

apertium-apy 0.11 has no option for the listen address and binds every interface; tests and CI
must not expose a translation service to the network, so the tornado bind is narrowed here.
Usage: apertium-apy-loopback.py [apertium-apy arguments...], e.g. -p 2737 /usr/share/apertium/modes
"""
import sys

import tornado.httpserver

_bind = tornado.httpserver.HTTPServer.bind


def _loopback_bind(self, port, address=None, *args, **kwargs):
    return _bind(self, port, '127.0.0.1', *args, **kwargs)


tornado.httpserver.HTTPServer.bind = _loopback_bind

from apertium_apy.apy import main  # noqa: E402  (after the patch, on purpose)

sys.argv[0] = 'apertium-apy'
sys.exit(main())
