/** The build-time face of privana-mock: what plugins/mock-pack may use to pack it. */
export {ALIAS_FILE, DOWNLOADS_DIR, MOCK_PACKAGE, finish, prepare, siteDocuments} from './pack/packMock';
