import './fail-on-console-error';

jest.setTimeout(60_000);
