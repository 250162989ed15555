/** The request fields more than one endpoint reads are declared with the endpoints, in @guide/common. */
export { isoDay, numericId, positiveId, zipCode } from '@guide/common/request-fields';
