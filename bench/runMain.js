/** Runs a benchmark's main; a failure prints its error and ends the process with exit code 1. */
exports.runMain = (main) =>
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
