// Circular paging, grid geometry and share formatting live here.
