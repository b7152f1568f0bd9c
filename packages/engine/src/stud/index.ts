/**
 * stud.
 *
 * @module
 */
export {};
