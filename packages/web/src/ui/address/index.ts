export { fetchPostalPlace, type PostalPlace } from './postal-place';
export { useCityFromPostalCode, type PostalAddressFields } from './use-city-from-postal-code';
