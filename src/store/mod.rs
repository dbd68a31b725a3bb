pub mod round_file;
