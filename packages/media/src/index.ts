export * from './ffmpeg-binaries';
export * from './process';
