"""Correspondence play between two browsers with no server (web/REMOTE.md).

``chain``: the hash chains each side commits to and the joint chance values built from them;
``protocol``: invitations, turns, their hash-chained transcript and its checks;
each game that can be played so has a ``remote`` module in its own package (how it deals and
draws from joint values). The page reaches all of it through ``engine.api``'s ``remote_*`` functions.
"""

from .protocol import (RemoteRefused, accept, invite, link_info, receive, reply, screen,
                       transcript)

__all__ = ["RemoteRefused", "accept", "invite", "link_info", "receive", "reply", "screen", "transcript"]
