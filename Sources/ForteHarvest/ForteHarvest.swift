// The SAX2 parser, the libcurl client and the harvest loop live here.
import CLibXML2
import CCurl
