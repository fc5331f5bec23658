/**
 * What the privacy tests drive directly, beside the face: the personal-data registry they check the schema
 * against and seed from, and the gathering of one person's rows.
 */
export { personalData, type RegisteredTable } from '../personal-data-registry';
export { gatherPerson } from '../person';
