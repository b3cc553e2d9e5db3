// A ceiling, not a wait: each test app creates its database, migrates and seeds it and signs
// in (over TCP on PostgreSQL), which takes several seconds on a busy 2-core machine.
// (testTimeout is a global option, not a per-project one, so it is set here.)
jest.setTimeout(20_000);
