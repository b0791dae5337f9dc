// A throwaway database on the PostgreSQL server for one benchmark run (the kernel's own test helper
// of the same name is test code and is not built into its dist).
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');

async function onServer(serverUrl, sql) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server; `drop` removes it. */
async function createScratchDatabase(serverUrl) {
  const name = `rd_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

module.exports = { createScratchDatabase };
