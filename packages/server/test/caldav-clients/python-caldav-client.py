"""Drives Debian's python3-caldav against a running Dayflow, one step per run, printing JSON.

Used by packages/server/src/caldav/caldav-clients.test.ts:
  python3 python-caldav-client.py BASE_URL EMAIL TOKEN STEP [ARGS...]
"""
import json
import sys
import uuid

import caldav

base, email, token, step, *args = sys.argv[1:]
# Only the host is given: the library follows /.well-known/caldav to the principal (RFC 6764).
client = caldav.DAVClient(url=base + "/.well-known/caldav", username=email, password=token)


def calendar():
    calendars = client.principal().calendars()
    return calendars[0]


def summary(obj):
    return str(obj.icalendar_instance.walk("VTODO")[0].get("SUMMARY"))


def out(value):
    print(json.dumps(value))


if step == "discover":
    principal = client.principal()
    calendars = principal.calendars()
    out({
        "principal": str(principal.url),
        "calendars": [{"url": str(c.url), "name": c.get_display_name()} for c in calendars],
        "components": calendars[0].get_supported_components(),
    })
elif step == "list":
    out(sorted(summary(t) for t in calendar().todos()))
elif step == "create":
    text, due = args
    uid = str(uuid.uuid4())
    ical = "\r\n".join([
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//python-caldav test//EN", "BEGIN:VTODO",
        "UID:" + uid, "DTSTAMP:20260101T000000Z", "SUMMARY:" + text, "DUE;VALUE=DATE:" + due.replace("-", ""),
        "PRIORITY:1", "X-TEST-CLIENT:python", "END:VTODO", "END:VCALENDAR", "",
    ])
    todo = calendar().save_todo(ical)
    out({"uid": uid, "url": str(todo.url)})
elif step == "complete":
    (text,) = args
    [todo] = [t for t in calendar().todos() if summary(t) == text]
    todo.complete()
    out({"completed": text})
elif step == "sync":
    # No token: every object and a first token; a token: what changed since, as the library sees it.
    cal = calendar()
    if not args:
        objects = cal.objects_by_sync_token(load_objects=True)
        out({"token": objects.sync_token, "summaries": sorted(summary(o) for o in objects)})
    else:
        objects = cal.objects_by_sync_token(sync_token=args[0], load_objects=False)
        changed, deleted = [], []
        for obj in objects:
            try:
                obj.load()
                changed.append(summary(obj))
            except caldav.lib.error.NotFoundError:
                deleted.append(str(obj.url))
        out({"token": objects.sync_token, "changed": sorted(changed), "deleted": deleted})
elif step == "stale-put":
    text, stale = args
    [todo] = [t for t in calendar().todos() if summary(t) == text]
    body = todo.data.replace("SUMMARY:" + text, "SUMMARY:" + text + " (stale edit)")
    response = client.put(str(todo.url), body, {"Content-Type": "text/calendar", "If-Match": stale})
    out({"status": response.status})
else:
    raise SystemExit("unknown step " + step)
