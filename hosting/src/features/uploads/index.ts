/** The uploads feature's public entry: image uploads (queue, picker, progress) and the form dialog that deletes what it uploaded when cancelled. Other features import only this (eslint.config.mjs). */
export { FormDialog } from './components/FormDialog';
export { ImageUploadField } from './components/ImageUploadField';
export { UploadJobList } from './components/UploadJobList';
export { SkippedFiles, UploadPicker } from './components/UploadPicker';
export { type UploadJob } from './uploadQueue';
export { useImageUploads } from './useImageUploads';
