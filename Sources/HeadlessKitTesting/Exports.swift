// The pictures a test compares and writes (RenderScene, Bitmap, PNGImage, TimelineRenderer) and
// the TraceRecording a host keeps live in HeadlessKitPictures, which links no test framework;
// re-exported so that `import HeadlessKitTesting` is still all a test needs.
@_exported import HeadlessKitPictures
