import GalleryApp

GalleryCommand.runMain()
