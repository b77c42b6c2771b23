// The pages run under a Content-Security-Policy without 'unsafe-eval' (server/http/headers.ts). zod 4
// probes `new Function` once to decide whether to compile parsers; under the policy that probe is
// reported as a CSP violation even though zod catches it. `jitless` skips the probe.
import { z } from 'zod';

z.config({ jitless: true });
