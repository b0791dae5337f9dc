// Inlined by the gateway in the HTML of every remote's route, so the page's first API reads leave as
// the HTML is parsed, before main.js and the twenty files beside it have crossed a phone's link.
import { startFirstReads } from './features/route-data/api/startFirstReads';

startFirstReads();
