/** Any console.error during a test fails it: an error the test did not expect is a defect. */
const seen: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  seen.length = 0;
  console.error = (...args: unknown[]) => {
    seen.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (seen.length) {
    throw new Error(
      `console.error was called during the test:\n${seen.map((a) => a.join(' ')).join('\n')}`,
    );
  }
});
