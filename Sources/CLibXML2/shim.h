#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
