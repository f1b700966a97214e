/**
 * First setup file of the `sdk` project, before any module that keeps a reference to a
 * typed-array constructor (cbor2's encoders, the SDK's schemas) is loaded.
 *
 * Vitest's jsdom environment replaces the global `Uint8Array` and `ArrayBuffer` with jsdom's,
 * while Node's TextEncoder, Buffer and WebCrypto keep Node's own, so bytes made by one fail
 * the other's checks (the SDK's `instanceof Uint8Array` schemas, `crypto.subtle.digest`).
 * A browser has one of each; this restores Node's, as Vitest's own Node VM environment does.
 *
 * jsdom's `Blob` and `File` lack `arrayBuffer()`, which every browser has and the SDK's upload
 * and transcription calls use; Node's implement the File API, so they take their place.
 */
import {Blob as NodeBlob, File as NodeFile} from 'node:buffer';

const nodeUint8Array = (Object.getPrototypeOf(Buffer.prototype) as {constructor: Uint8ArrayConstructor}).constructor;
const nodeArrayBuffer = Buffer.alloc(0).buffer.constructor as ArrayBufferConstructor;
Object.assign(globalThis, {Uint8Array: nodeUint8Array, ArrayBuffer: nodeArrayBuffer, Blob: NodeBlob, File: NodeFile});
