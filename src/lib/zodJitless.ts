// The pages run under a Content-Security-Policy without 'unsafe-eval' (server/http/headers.ts). zod 4
// probes `new Function` when its first object schema is built, which happens while the modules are
// evaluated; under the policy that probe is reported as a CSP violation. zod reads this global
// configuration when it loads: `jitless` skips the probe. src/main.tsx imports this module first, and
// zod arrives only with the lazily loaded chunks (the admin), so the flag is set before zod loads.
// (It used to be public/zod-jitless.js, a classic script: one more request that held up the login
// page's modules on a slow link, issue 19.)
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};
