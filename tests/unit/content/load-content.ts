/** The content reader the tests use is the build's own (src/build/read-content-files.ts). */
export * from '../../../src/build/read-content-files.ts';
