/**
 * Imported first by the build entry points: React picks its production build (about three
 * times faster to render, no development checks) when NODE_ENV is "production" at load time.
 */
process.env.NODE_ENV ??= "production";
