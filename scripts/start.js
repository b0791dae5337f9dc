#!/usr/bin/env node
// `npm start`: the whole app in one process on http://localhost:8080 (PORT overrides), storage in
// ./data (DATA_DIR overrides), with the demo accounts on unless DEMO=0.
process.env.DEMO ??= '1';
require('../services/gateway/dist/main.js');
