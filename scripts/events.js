#!/usr/bin/env node
// `npm run events -- [--stream <id>] [--type <EventType>] [--after <position>] [--follow]`: the event
// log as NDJSON for a terminal, on the storage `npm start` uses (services/gateway/src/events.ts).
require('../services/gateway/dist/events.js');
