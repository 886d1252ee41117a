//! The children's course of Russian draughts (issue 34): short steps on the board, each a
//! position and a task, written once as data (`data/course.json`) and judged here by the rules
//! crate, so that every legal way of doing a task counts. The page (`/learn`, assets
//! `learn*.js`) reads the course from `GET /api/course` and sends each answer to
//! `POST /api/course/{step}/answer`; `tests/course.rs` plays every step's solution and its
//! wrong answers through the same route. The words are the catalogue's `learn-*` messages.

mod data;
mod ideas;
mod judge;

use std::sync::OnceLock;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::Path;
use axum::Json;
use serde_json::{json, Value};

use data::{Answer, Course, Step};
use judge::judge;

use crate::api::body;
use crate::error::ApiError;

/// The committed course.
const DATA: &str = include_str!("../data/course.json");

/// The course of [`DATA`], read and checked once.
///
/// # Errors
/// What is wrong with the data (the crate's tests read it, so a release never has it).
pub fn course() -> Result<&'static Course, ApiError> {
    static COURSE: OnceLock<Result<Course, String>> = OnceLock::new();
    COURSE
        .get_or_init(|| Course::read(DATA))
        .as_ref()
        .map_err(ApiError::internal)
}

/// `GET /api/course`: every part and step as the page shows them (no solutions).
///
/// # Errors
/// 500 when the committed data does not read.
pub async fn get_course() -> Result<Json<Value>, ApiError> {
    let course = course()?;
    let parts: Vec<Value> = course
        .parts
        .iter()
        .map(|part| {
            json!({
                "key": part.key,
                "link": part.link,
                "steps": part.steps.iter().map(Step::describe).collect::<Vec<_>>(),
            })
        })
        .collect();
    Ok(Json(json!({ "variant": "russian", "parts": parts })))
}

/// `POST /api/course/{step}/answer`: the verdict on an answer to step `step`.
///
/// # Errors
/// 404 for an unknown step; 422 for a body that is not an answer.
pub async fn answer(
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let answer: Answer = body(bytes)?;
    let step = course()?.step(&id).ok_or_else(ApiError::not_found)?;
    Ok(Json(judge(step, &answer).to_json()))
}
