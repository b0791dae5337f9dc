const { startApp, scratchDir } = require('./server');

/** Seconds from launch to the first 200 on `/`, on a built tree: a new data dir, then reopening it. */
async function coldStart() {
  const data = scratchDir('cold');
  try {
    const fresh = await startApp({ port: 18_101, dataDir: data.dir });
    await fresh.stop();
    const reopened = await startApp({ port: 18_101, dataDir: data.dir });
    await reopened.stop();
    const viaNpm = await startApp({ port: 18_101, dataDir: data.dir, viaNpm: true });
    await viaNpm.stop();
    return { freshDataSeconds: fresh.seconds, existingDataSeconds: reopened.seconds, npmStartSeconds: viaNpm.seconds };
  } finally {
    data.remove();
  }
}

module.exports = { coldStart };
if (require.main === module) coldStart().then((r) => console.log(r));
