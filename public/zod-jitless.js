// Runs before the application's modules. The pages run under a Content-Security-Policy without
// 'unsafe-eval' (server/http/headers.ts). zod 4 probes `new Function` when its first object schema is
// built, which happens while the modules are evaluated; under the policy that probe is reported as a
// CSP violation. zod reads this global configuration when it loads: `jitless` skips the probe.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
