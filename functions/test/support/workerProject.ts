// `npm test` runs the api tests on several workers, each in a project and with an Auth emulator
// of its own (scripts/testing/apiWorkers.ts): a test file's wipes and accounts are its worker's alone.
const workers = process.env.API_TEST_WORKERS;
if (workers) Object.assign(process.env, (JSON.parse(workers) as Record<string, string>[])[Number(process.env.JEST_WORKER_ID) - 1]);
