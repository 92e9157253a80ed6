import { z } from 'zod';

// The server's CSP forbids eval: zod's fast path probes `new Function`, which the browser would block and report.
z.config({ jitless: true });
