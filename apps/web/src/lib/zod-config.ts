import { z } from 'zod'

// The pages' CSP allows no eval. Left to itself, zod tries `new Function` once, when the first
// object schema is built, to find out; the browser reports that as a CSP violation, and zod then
// uses the interpreter it is told to use here. The build puts this module in zod's own chunk
// (vite.config.ts), which runs before any chunk that builds schemas; the entries import it so
// that it is part of the app at all.
z.config({ jitless: true })
