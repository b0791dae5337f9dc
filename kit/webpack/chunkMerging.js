// Fewer, larger chunks (issue 29): on a phone every file costs a request among the browser's six
// connections to the gateway and a script to compile; a screen spread over eight chunks waits on the
// slowest of them.
//
// A module group shared by several screens gets its own chunk only from MIN_SPLIT_BYTES on (webpack
// counts module source before minification, about 2.5x the minified file); below that, each screen's
// chunk keeps its own copy: a few KiB duplicated across a remote's exposes is cheaper than one more
// request on the way to each screen.
//
// Chunks are not merged across chunk groups (webpack's MinChunkSizePlugin at 12 KB): tried, it took
// the remotes from 30 to 20 files, but the shell's first screen stayed blank, with every chunk loaded
// and no error: Module Federation's shared-module loading never settled once shared modules' chunks
// were merged with others.
const MIN_SPLIT_BYTES = 60_000;

const SPLIT_CHUNKS = { chunks: 'async', minSize: MIN_SPLIT_BYTES };

module.exports = { SPLIT_CHUNKS };
