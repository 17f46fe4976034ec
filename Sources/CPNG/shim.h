#include <png.h>

// PNG_IMAGE_VERSION and PNG_FORMAT_RGBA are macros Swift cannot import as values of the right type.
static inline png_uint_32 forte_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 forte_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
// PNG_IMAGE_FAILED is a macro.
static inline int forte_png_image_failed(png_imagep image) { return PNG_IMAGE_FAILED(*image); }
static inline png_uint_32 forte_png_format_rgba_colormap(void) { return PNG_FORMAT_RGBA_COLORMAP; }
