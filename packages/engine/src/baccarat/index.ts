/**
 * Baccarat (Punto Banco).
 *
 * @module
 */
export * from './value.js';
