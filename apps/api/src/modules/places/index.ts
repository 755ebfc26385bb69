/** The world's places (GeoNames, docs/adr/0072): found by name in any of our languages, stored when a host chooses one. */
export { gazetteer, normaliseName } from './gazetteer';
export { areaAround, countryName, nameIn, placesService } from './service';
