/**
 * Images: uploads, the image pipeline and the uploaded files' routes.
 * The module's public face: other modules import only this file (decision record 049).
 */

export { dataUrlBodyLimit, imageFromDataUrl } from './images/data-url.ts';
export { uploadedFileRoutes } from './images/file-routes.ts';
export { type ImageBytes, removeStoredImage, storeImage } from './images/image-pipeline.ts';
export { imageRoutes } from './images/routes.ts';
