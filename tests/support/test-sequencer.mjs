// The API files' order. These few take far longer than the rest, and mostly wait: on worker
// processes starting (tsx compiling the server), on a mail server kept down for 30 s, on a second
// process holding the embedded database. Started first, they overlap the short, CPU-bound files
// on the other workers instead of running alone at the end. Jest's own order (last run's
// durations, else file size) decides the rest; on a fresh clone there are no durations yet, and
// file size ranks these low.
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

const LONG_FIRST = [
  'price-alert-jobs.test.ts',
  'openapi-fuzz.test.ts',
  'pglite-locked-start.test.ts',
  'pglite-lock.test.ts',
  'migrations-lock.test.ts',
];

const rank = (test) => {
  const index = LONG_FIRST.indexOf(path.basename(test.path));
  return index === -1 ? LONG_FIRST.length : index;
};

class LongFirstSequencer extends Sequencer {
  sort(tests) {
    // Array.prototype.sort is stable: Jest's order holds within each rank.
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

export default LongFirstSequencer;
