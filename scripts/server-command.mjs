// How a server process is started, declared once (npm start, benchmarks).
// A small young generation keeps the resident memory of long exports low (V8's default lets it grow
// to tens of MB of short-lived rows before collecting them).
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4', '--import', 'tsx', 'server/main.ts'];
