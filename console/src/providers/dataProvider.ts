import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';
import { withUploads } from './uploads';
import { withVersions } from './versions';

export const API_URL = '/api/console';

/**
 * ra-data-simple-rest, unmodified, over our fetch (see httpClient), decorated so that image inputs
 * go up as multipart after the record itself is saved as JSON (see uploads), and every save names
 * the version it was made on (see versions).
 */
export const dataProvider = withVersions(withUploads(simpleRestProvider(API_URL, httpClient), API_URL));
