/** The statement that ends the embedded database's thread at once in the tests (pglite-thread-from-sources.mjs), as an abort of PostgreSQL would. */
export const STOP_THREAD_SQL = '-- the test stops the thread';
